{
  "algorithm": "ed25519",
  "content_sha256": "2cc85475cd5819556331b0fe411867d4c26617c48282cc748f6cfb78d893cf22",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dc7fae7a02c3610dc152d1ba65a4415e92457332661c4a201d31fc30b679163b",
  "schema": "gridshift.signature/1",
  "signature": "513e732c331a5550334814980cfcae735271214a79aa25c2ed6abaa1eec76988eecf5471a7dcfbfb5fecd2030d37c190827f857fa4c0755aa5ccfe883096a308"
}
