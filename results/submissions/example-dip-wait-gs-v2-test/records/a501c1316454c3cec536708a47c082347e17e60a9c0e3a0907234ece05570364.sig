{
  "algorithm": "ed25519",
  "content_sha256": "1dcfdd37610a42faea7d1f2fcf5cfd9e2ee4225488fa09bd9cbc1f971049f91d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a501c1316454c3cec536708a47c082347e17e60a9c0e3a0907234ece05570364",
  "schema": "gridshift.signature/1",
  "signature": "730a6c191a0a7e5632f708be170a649805ac7ecff611ad6f78ea1ae3d23569fd1c3ae35fe18b0d396f698a53abe021bdac36bac1227cb7af137d45cd9defe103"
}
