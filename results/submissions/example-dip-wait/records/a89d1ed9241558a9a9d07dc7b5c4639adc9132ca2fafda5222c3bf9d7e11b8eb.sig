{
  "algorithm": "ed25519",
  "content_sha256": "29562af025c79d8ed07d108ad46e7a02cdd3f1435ec8d094fbc8a2f7456f8a09",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a89d1ed9241558a9a9d07dc7b5c4639adc9132ca2fafda5222c3bf9d7e11b8eb",
  "schema": "gridshift.signature/1",
  "signature": "1abea879ff1c342f83a8097e3d0eb287c8e16b8ac9a2a1753e12c12bd1317f4dd4e200352585fe1226e5da2da3a5f618a6a6a660af7716368b2b43637e38d306"
}
