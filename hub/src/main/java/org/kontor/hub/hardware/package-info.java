/**
 * The physical table: sensor boards over serial (HBP/1 through the protocol module's link layer),
 * Pi pins (Pi4J), the wiring map from sensor locations to board spots, the settle window, the
 * reconciliation of the sensed table with the table the rules expect, the LEDs, and the virtual
 * board that stands in for hardware. {@link org.kontor.hub.hardware.PhysicalTable} is the entry
 * point; docs/hardware.md is the user's guide.
 */
package org.kontor.hub.hardware;
