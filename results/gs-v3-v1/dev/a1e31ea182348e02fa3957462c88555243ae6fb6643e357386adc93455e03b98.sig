{
  "algorithm": "ed25519",
  "content_sha256": "9053652d0cbb57164698b8b4da110002199aeb9dfb0cdab0f5a2828ae68a816b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a1e31ea182348e02fa3957462c88555243ae6fb6643e357386adc93455e03b98",
  "schema": "gridshift.signature/1",
  "signature": "10baac3fbc0ecf868d5beaaa9c3c392dec3bff8c16a3d0975199837728acfbdc8b1d608a3c4ee16bbf4afdfc332121b8656be2c94615caa623d56e0b801df10b"
}
