package ziggurat.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

/**
 * Answers carry the rulesets' own objects (views, pending decisions, moves, events) and are written by
 * Quarkus's mapper straight to the response; it must write them as {@link ziggurat.play.GameJson#MAPPER}
 * does, the form that is stored and hashed: enums by {@code toString()}, times as ISO text.
 */
@Singleton
public class EngineJson implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.enable(SerializationFeature.WRITE_ENUMS_USING_TO_STRING);
        mapper.disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
        mapper.disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);
    }
}
