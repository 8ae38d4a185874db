{
  "algorithm": "ed25519",
  "content_sha256": "733b9947d2eaf44c3ffe22be675fdff9d6c602f0a821144318953707685266df",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f9e55a776e21a6eacb7d37f6a53befe2ba209c4f0289afab01a8afa4855fd974",
  "schema": "gridshift.signature/1",
  "signature": "969683206d0dff808b9273414ff395b802707aad038ec2c99c6599f545b7ae57b08e104876c1a3c74551426e76775e015af79a04d3a0af95275c6daee2f2ba0e"
}
