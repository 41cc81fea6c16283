"""Keeping the indexes in line with the catalog: what changed is indexed in two phases (values
first, then vectors), with progress reported as it goes, and what the indexes hold for a
datasource is counted for the links that need to know."""
