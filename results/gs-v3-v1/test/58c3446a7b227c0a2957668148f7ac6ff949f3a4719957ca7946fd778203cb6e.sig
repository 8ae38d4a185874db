{
  "algorithm": "ed25519",
  "content_sha256": "6262e24d3299b9b21dd81c4acb8c7918dd8dff9ad2b107d682c955e6dafe81e0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "58c3446a7b227c0a2957668148f7ac6ff949f3a4719957ca7946fd778203cb6e",
  "schema": "gridshift.signature/1",
  "signature": "b1e2f69a7c66cc72ba707fc727e4c574cd2a9749925f3dae7ea500ad56f694caafc5890b7deab5675daa07000a4a2d14fb55b645c7e7a063fd849a009c99670c"
}
