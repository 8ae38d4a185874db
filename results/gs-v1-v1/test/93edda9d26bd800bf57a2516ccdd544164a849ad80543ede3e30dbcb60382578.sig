{
  "algorithm": "ed25519",
  "content_sha256": "243d41ab2c90c55a3a803157b5edf1bbbb09ed0bf45762c5cb37991b7dbd65f7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "93edda9d26bd800bf57a2516ccdd544164a849ad80543ede3e30dbcb60382578",
  "schema": "gridshift.signature/1",
  "signature": "6c8e6c231d15bf1528e6f897d59ff7df789f51ad2c38e36e0fd267d7d2c8fe50ba4e0170dd40c66f72fc666548c708ca3f2dd4c079731deea176ab5a6ae84207"
}
