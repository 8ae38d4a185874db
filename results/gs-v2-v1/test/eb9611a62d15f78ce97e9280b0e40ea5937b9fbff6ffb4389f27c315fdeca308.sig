{
  "algorithm": "ed25519",
  "content_sha256": "ebfd85a3aea7cb464e9d390c0a98ce9e5a2e08e3caec42e5bfb000609392e699",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eb9611a62d15f78ce97e9280b0e40ea5937b9fbff6ffb4389f27c315fdeca308",
  "schema": "gridshift.signature/1",
  "signature": "be8dee158694d459f264ecee6802cd13eb0a4d8932b6a21fdca72639f14674ca735c057c95453f99bb7d46313363699ee58b6a3644b0e1269f86af8760fc4504"
}
