{
  "algorithm": "ed25519",
  "content_sha256": "1e179aa3ac53751f3ff5eb892f3f1dee06941acda47f4581ddd263820bca7dfa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5022ca32230b17ca910997d1b252801c3b7b08651d591b8428ac0343820c3528",
  "schema": "gridshift.signature/1",
  "signature": "a01f8cdf3edc8323a9912aa0d15b6929926142fe92dc685f49e0e2cb9baa1a8d60feaa5da77ec6be366a02b3fad12d9ec85ba36f69f240eb4d1851551087b10c"
}
