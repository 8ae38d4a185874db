{
  "algorithm": "ed25519",
  "content_sha256": "4b06d3162abc5bfdc6993685cb5cb3c5bd956571d0fd860a9292fd7414f3c83c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e9f68330f31ed6ccba6e13d4a2bf3bb2ab7b17eba8e0fcfecd4d6d34c2c5c1b8",
  "schema": "gridshift.signature/1",
  "signature": "7d7532b881b0ae19c662c932a15e795de9b8a57d0fa6f0ee24340355f356452d7314bb7c94ee88c09f41c9f81ee0f13174620762958c95a2dfa9ee95d0c27104"
}
