{
  "algorithm": "ed25519",
  "content_sha256": "7eb3bb6ec4037ecad62dc47d83308530dd3ffe5d3dbc87224becf0482f0960f4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3f4087246f42e64d748ee100d8358a555732589401a1ab07f32dcd033697c3d5",
  "schema": "gridshift.signature/1",
  "signature": "1f74925d7bf0a1fe77bbbf57587832da46c191630bae4e6d875d471a2a4bb7f790fd92d0a6ba5fcf57a0997f74383d6e1cef57cfd1eea20df9e3288c8540e609"
}
