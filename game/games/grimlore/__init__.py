"""GRIMLORE: Portal Tales, a co-op party game of travel, tests and battlemat combat."""
