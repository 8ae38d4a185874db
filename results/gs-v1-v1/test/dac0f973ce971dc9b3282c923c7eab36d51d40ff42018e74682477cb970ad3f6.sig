{
  "algorithm": "ed25519",
  "content_sha256": "e2cf9058b49cd55b9a9316fffb1c60bef68ef772bd2f5fd344524d5bceb77065",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dac0f973ce971dc9b3282c923c7eab36d51d40ff42018e74682477cb970ad3f6",
  "schema": "gridshift.signature/1",
  "signature": "7a062665bc9f83aeec3e71b18813d07894365ce715d071fccf98cbbf2a90b5880eeb00f6f8a997f4dbc9767f4910f2527c96615e13f5074e415e127b4a6ea808"
}
