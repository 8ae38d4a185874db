{
  "algorithm": "ed25519",
  "content_sha256": "d8b5232bcc4e415735aea19d5112661f025e3413ecfcd17b9e35c10b72ec5aef",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b1b92b78979983d9c7ba97b0326b788acbfbefd39e1ba5398124d3d317dd1484",
  "schema": "gridshift.signature/1",
  "signature": "b8e15d9341163c055ae892368194946af9416b5d50105c629d3bda1207259ae6b5b39d60b7a552b8e1963d807c2f6f4cfdf9a3166a88e3ce16837307ff63c009"
}
