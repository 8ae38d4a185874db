{
  "algorithm": "ed25519",
  "content_sha256": "5fa7b86f99c3a7a56458d6787b97dfb623a7aa0e19637cfde3a7a40e8cb284e7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f688f1c30aaa9f9166a7321d9692036291d4f0c811dd8706f08ae53ed1df7f22",
  "schema": "gridshift.signature/1",
  "signature": "eeb984a1d5a84024e771b1ed9ec5b41b72a950c839bcc62992520e29af755bc196a80899bdd2a29fc32ce54c3a2af26699205687ac05b76e234d74b591b18009"
}
