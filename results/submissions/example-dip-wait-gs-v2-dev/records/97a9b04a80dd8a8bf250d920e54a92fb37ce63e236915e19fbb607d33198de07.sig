{
  "algorithm": "ed25519",
  "content_sha256": "a00b85acb02860c89d8453b1929e2efc2e703c33230e89a637f3f8b7918a2793",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "97a9b04a80dd8a8bf250d920e54a92fb37ce63e236915e19fbb607d33198de07",
  "schema": "gridshift.signature/1",
  "signature": "ccbc93f876a88ab53b5490f330adce32bab16f58c75d2c359b0dd6aba87eda0dca35377810abb71bdd8d31abc3d53e36a8156f7b11f619a06ae78acb089f010d"
}
