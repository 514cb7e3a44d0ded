/**
 * Derivations as data: binary columns, the reason each winning move wins, the check of a proposed
 * move with the opponent's refutation. Built from the engine only; renderers in {@code render} turn
 * these records into plain text, colour or JSON, and tests assert on them directly.
 */
package org.nimexplorer.explain;
