{
  "algorithm": "ed25519",
  "content_sha256": "195089f8b3730d922824e1132077f3c19ccdab63115d5a6ed504e6bc17c202a6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "41709f239abefe7e264a1f792e7f789e6cbd4ae211216373c9732b65ec6bcb66",
  "schema": "gridshift.signature/1",
  "signature": "6d226a076220477780396a964eead444729fc2b5c9c55f17da7b3f9f70bb97038e3686545bcbc36c80417ad01b278a27ff468a090f2eafd58ea6fb5657afce01"
}
