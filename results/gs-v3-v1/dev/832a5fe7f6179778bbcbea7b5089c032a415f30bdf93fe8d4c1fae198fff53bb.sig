{
  "algorithm": "ed25519",
  "content_sha256": "8eb938a6e01582de6e7ed2b46c9b4a865c3560a2ce5143c7229b848789bae2ca",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "832a5fe7f6179778bbcbea7b5089c032a415f30bdf93fe8d4c1fae198fff53bb",
  "schema": "gridshift.signature/1",
  "signature": "88f8b8c5f7ec7d90b2d56b8f117889a4e90245799ad4f964c84635ffff79252f9e88e81d280cedb60169f7223fb986688f624cb7927fa15cb51037936712bb02"
}
