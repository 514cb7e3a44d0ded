package org.nimexplorer.store;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Fields of the progress file that this version does not know, kept as they were read and written
 * back on save: a learner who goes back to an older version must not lose what a newer one recorded.
 */
abstract class UnknownFields {

    private final Map<String, JsonNode> unknown = new LinkedHashMap<>();

    @JsonAnySetter
    void keep(String name, JsonNode value) {
        unknown.put(name, value);
    }

    @JsonAnyGetter
    Map<String, JsonNode> unknown() {
        return unknown;
    }
}
