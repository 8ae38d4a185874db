{
  "algorithm": "ed25519",
  "content_sha256": "f809c732ab26d537c55552426afe34dfe4ef924e6cad15100cd36a29e33ab356",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a66757ea52d11e384148c60bdc84986328aff7cf0f32da32e571fe03f5692e30",
  "schema": "gridshift.signature/1",
  "signature": "4375e89d44954c0bb8e4090aeb47883911aa95cc33d4d1bcc520e92a088f9f50015da3e53db4a01fcf1732c8b2bb1f4ff2f6b1161b59cfe0a21d487229710d06"
}
