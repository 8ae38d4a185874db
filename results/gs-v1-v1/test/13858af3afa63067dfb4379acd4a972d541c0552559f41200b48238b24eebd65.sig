{
  "algorithm": "ed25519",
  "content_sha256": "64602f9ff480a6abd1c7ac5b979e36fa3148650e19b0fb2bef7914af3e93b353",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "13858af3afa63067dfb4379acd4a972d541c0552559f41200b48238b24eebd65",
  "schema": "gridshift.signature/1",
  "signature": "08206fc691788589d20063e735b6908a046188bbc756acd8d0d4b852426ece2fee74bc6ce43a327b03cd7db761b0390dc3f0b9519b5a68bba15a9dfd2cbdfd04"
}
