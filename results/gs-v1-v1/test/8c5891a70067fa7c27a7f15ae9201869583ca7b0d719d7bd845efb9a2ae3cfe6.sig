{
  "algorithm": "ed25519",
  "content_sha256": "072cd958a169e9a114e0e3cfad3d1e44bd9e3b1ba9b902bdbe8c7da6d4161fe3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8c5891a70067fa7c27a7f15ae9201869583ca7b0d719d7bd845efb9a2ae3cfe6",
  "schema": "gridshift.signature/1",
  "signature": "251a3a3036d4aed308f67cf2930b9b0def21f66802047c9f5d73788dfff41589d4b99130acd8b90948d0c9c8154bd0f495b13ace42abbbb2a207d5a0e3928003"
}
