/**
 * The dashboard: a Javalin server around one {@link org.kontor.table.session.TableSession}. Every
 * route is listed in {@code WebRoutes}; handlers parse, ask the session and render; roles come
 * from the tokens in {@link org.kontor.web.Pairing}. A game plugs in through
 * {@link org.kontor.table.TableGame}. docs/dashboard.md explains the design, docs/api.md the wire.
 */
package org.kontor.web;
