{
  "algorithm": "ed25519",
  "content_sha256": "f5bcae6854095e80f76c9eb1fc874df419454b787533a2fe5b74d545cf142fcd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3eed949d03b7c5d570e07c8d6ccc93bd54b2378b2c8c7ccaa962f04806996225",
  "schema": "gridshift.signature/1",
  "signature": "0a655e5f209a77791772844aa5a71da29576d3b132aaad7418beec3b1c9da10187e66c74f633a13359079e3aed9f6c1bff7811d50c62e16e011fa83a5e968b03"
}
