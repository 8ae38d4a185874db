{
  "algorithm": "ed25519",
  "content_sha256": "790ccfdbaa4f56179104e7b25c1ecb8905d0f2e950e50dcab36fc764c04ee785",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8ca769f098bfa33cc2702c41c9056c02aba0d7c521bfedc430a8859e874a849e",
  "schema": "gridshift.signature/1",
  "signature": "66a609520f4ab0bd188620eb365a027abcbd2cfe1ebc35a951c4263c6ec4d6657e06a38e50195d5ecf9e7d82d661fcd13d8dd95335f6c4c79002bdd04dabd10f"
}
