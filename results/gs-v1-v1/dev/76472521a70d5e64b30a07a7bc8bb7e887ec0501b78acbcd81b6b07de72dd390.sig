{
  "algorithm": "ed25519",
  "content_sha256": "709ea2939c24ffab19384ed335aebc1f26c30e9d5ca9bb824c874df5c74dbb60",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "76472521a70d5e64b30a07a7bc8bb7e887ec0501b78acbcd81b6b07de72dd390",
  "schema": "gridshift.signature/1",
  "signature": "a9c1fa0566ad9de4f7a9444b1c7943467df9c3c5fcc3d5ceab415f53fca3dc6c028de0abb7ac8ad915767f71ac189a978b5fd45b51e7b67b51c24efedb41770e"
}
