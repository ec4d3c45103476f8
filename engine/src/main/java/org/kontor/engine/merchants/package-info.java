/**
 * Catan Histories: Merchants of Europe. Start at {@link org.kontor.engine.merchants.MerchantsOfEurope},
 * which reads like the rulebook's contents; each rule lives in the class named after it. The rules as
 * implemented, with the rule options and their defaults: docs/rules-merchants.md.
 */
package org.kontor.engine.merchants;
