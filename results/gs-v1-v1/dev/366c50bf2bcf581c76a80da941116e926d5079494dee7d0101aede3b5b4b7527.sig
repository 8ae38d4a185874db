{
  "algorithm": "ed25519",
  "content_sha256": "270396b1ae0d8a7584468e6b4abda572b642eeb07a4edf2905d9b589cadf0aa8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "366c50bf2bcf581c76a80da941116e926d5079494dee7d0101aede3b5b4b7527",
  "schema": "gridshift.signature/1",
  "signature": "c58621d8af60d010d494188526aa1f92a0648b8cab2450b385c8d0666ffb97a57e0c77845d41b3409538cb1e46a5b600fff8b79f7cc2b16bcbd64cdd047d330c"
}
