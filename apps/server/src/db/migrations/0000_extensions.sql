-- Trigram matching for names (people, committees, lobbyists). Built into PGlite; in contrib on a server.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
