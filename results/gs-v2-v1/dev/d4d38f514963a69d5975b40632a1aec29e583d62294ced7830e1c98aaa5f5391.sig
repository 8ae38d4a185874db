{
  "algorithm": "ed25519",
  "content_sha256": "cdc01a647cbe9febacae194a64f2cf6d1d20550f197bfa284b3a5cfc7fc4eb87",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d4d38f514963a69d5975b40632a1aec29e583d62294ced7830e1c98aaa5f5391",
  "schema": "gridshift.signature/1",
  "signature": "cfa2f51d17f3794a2b0799af1acb1904162178d36eb3da38b7115aa64758a76b8bb05b2b114f532211687bcd644d9d431d66135681cbd9f5b9b66570dc0f570a"
}
