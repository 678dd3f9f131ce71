/** Turns requests into decisions: load, authorise, decide, append, answer. */
package ziggurat.play;
