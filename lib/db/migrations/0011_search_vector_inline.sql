-- Ranking reads each candidate's search vector. Stored EXTENDED, a vector of names in 19 languages (about
-- 1.4 kB) was the widest value of a row past the 2 kB TOAST threshold, so it went out of line and every
-- ranked candidate cost a TOAST index lookup. MAIN keeps it in the row; names and description move out.
-- Rows written from now on (the seed rewrites them all).
ALTER TABLE "products" ALTER COLUMN "search_vector" SET STORAGE MAIN;
