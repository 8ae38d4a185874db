{
  "algorithm": "ed25519",
  "content_sha256": "61a808366f374c8284a382c457143aea63bedb8747953a0c251fc19d2168cd53",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b8af79760224c5ee2028cb8476c3f29cafa4d9cc26d7520532f1d8baff072d9a",
  "schema": "gridshift.signature/1",
  "signature": "29f920b3cad2a53be03cbef5b334a85fe19f83518a9fd3c076accb0ee7a5f54f64380dac67bcda09a1bc04c190b0e2d449566d1143cea018c3ce08510837320a"
}
