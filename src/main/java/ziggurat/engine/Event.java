package ziggurat.engine;

/** A fact that happened in a game. Each game declares a sealed interface of records extending this one. */
public interface Event {
}
