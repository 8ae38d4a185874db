{
  "algorithm": "ed25519",
  "content_sha256": "0ae3299f46347de1bd00bf5c5f918ef9023a03a98c99cddf5e6000a5c7ce74a2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ee3e738da6355ac30d531108d8debe4d3bce03f508a2b5458ff17f923d41ad79",
  "schema": "gridshift.signature/1",
  "signature": "99942ef127a138595d33daf81eaa5f3b40772fa1d48acfa7fa79cb07cc0d61b75df62c4f39845d528f821132c22cd94fc81b45504dc8d9310dcfcf859d58d70b"
}
