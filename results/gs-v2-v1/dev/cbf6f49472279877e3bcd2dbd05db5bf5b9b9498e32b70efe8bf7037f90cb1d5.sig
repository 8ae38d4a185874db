{
  "algorithm": "ed25519",
  "content_sha256": "4f0ff4f870a1dbababf0c415659088de65dc47fb4199e7bb8e6723565c1ba440",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cbf6f49472279877e3bcd2dbd05db5bf5b9b9498e32b70efe8bf7037f90cb1d5",
  "schema": "gridshift.signature/1",
  "signature": "474ebc7288e3fab2e4e7e6aeb8ffa027db98398051b97d2b13bb2fc4b4b5ec3523cf5b939198bcd04e6784f33a173238bbc913279ed2f2adc5123a9ceeea2e05"
}
