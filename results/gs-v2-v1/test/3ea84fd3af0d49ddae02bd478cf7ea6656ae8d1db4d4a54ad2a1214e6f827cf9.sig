{
  "algorithm": "ed25519",
  "content_sha256": "0f6e47c79f558c0c9801d8ffd1a17e051a60efe6e900f583e1c2cdbdf0b55355",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3ea84fd3af0d49ddae02bd478cf7ea6656ae8d1db4d4a54ad2a1214e6f827cf9",
  "schema": "gridshift.signature/1",
  "signature": "391c77656dba34051cb3a1aaa85aef75450c6ae6288fb3072d18cfb87237e9663f9fcde9892b69b511232b2f013cdf60f9e4e58b14ceea10f98a9db7a02af10b"
}
