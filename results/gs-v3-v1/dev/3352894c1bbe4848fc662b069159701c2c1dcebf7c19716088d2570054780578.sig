{
  "algorithm": "ed25519",
  "content_sha256": "64be2030cc3a9e00ad7ddb6f19b5313682a92c7ee9dae21c9c4d05d56dd6058b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3352894c1bbe4848fc662b069159701c2c1dcebf7c19716088d2570054780578",
  "schema": "gridshift.signature/1",
  "signature": "4ae07ca1a157ad28ff1b48d426109f4089d31891c386a184dedbdf361297f1d7e0dd1a215dacab9f53d759ef9368f6bcfa6382c0bc240ab0fd6a58d854465609"
}
