{
  "algorithm": "ed25519",
  "content_sha256": "5e0d5c9706dbd95581318b068b76c00048e5f47fb3ad7955f366b50981b15219",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0ca0a3696ef4e7d6cec69e3b498e0d2e6c48038693d703bedcb06e21b4252b6e",
  "schema": "gridshift.signature/1",
  "signature": "7ba7a664cb7f44b571a427062c2e9db3f6f93513616b4d400bebf0ec0d7a606f5d0cd149cce1c995f344d2d240f9240f7d4816a2ee277e92e3b9725ef7d16900"
}
