{
  "algorithm": "ed25519",
  "content_sha256": "df38ab8b2193a03e53a3635215f83b0145714fa1dddc3712e52b90e636d43252",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6bf03f1465c98d873b10c5e38e30661c56611b7817b2bc7f59323f2a1b4fa561",
  "schema": "gridshift.signature/1",
  "signature": "98ce9eb250975b009d2ce145a1bb084ea2b2d10edff30ffda168a7bc191bc1054a16bcde87c6002da7e9d36d55b5abf016062fc4548e4f3e06f275d40f9d3e0d"
}
