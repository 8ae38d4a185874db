{
  "algorithm": "ed25519",
  "content_sha256": "a9f986afb86cd9791e6b4cfb370915534b2593ae86f61a53de9bcc1f604e2cf5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4a6b74bdc6f5888f100c88aa00f9ff6eeb4a0d1222080ab055586d2ed82f5f2b",
  "schema": "gridshift.signature/1",
  "signature": "1838d8c10f5652cdb8c348b93eb186b9ff2b6afad3f4a4fa706e4c390040019b959749c8a5692a2026a6d7aa00b1e2fa340663d1afbab30a3e6154dac0634b0e"
}
