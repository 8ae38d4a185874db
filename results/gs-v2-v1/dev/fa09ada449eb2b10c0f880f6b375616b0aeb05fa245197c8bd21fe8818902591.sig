{
  "algorithm": "ed25519",
  "content_sha256": "0506f34806d9e4e74a1a74dce519daa967d93af2e68a13522e0ac6eafd2b69ae",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fa09ada449eb2b10c0f880f6b375616b0aeb05fa245197c8bd21fe8818902591",
  "schema": "gridshift.signature/1",
  "signature": "4ecccdefc3c933ad2756a46cb4274303e3ca6110fc56fd47915c84d07305e32ccd3e13d5ab18add387ae8e35abc5e29b1ac2675ff6bad370debbeeacd584ba03"
}
