{
  "algorithm": "ed25519",
  "content_sha256": "2401ef576b5b15e33da3bab6a133f089b440aff2417e85f4e5657464838067cf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "237f35b76188ab301bab622926718b79473d396a728fd04483fb0ea9e7bccc83",
  "schema": "gridshift.signature/1",
  "signature": "e372b9ee7719d0a5f997c1fe613ff378913c368fb1e3e24b1d5a29b610c6905ac9cca601fea5177c1ab98dece9fd30be636abae88105ad01dfacc5a3c1e7190e"
}
