{
  "algorithm": "ed25519",
  "content_sha256": "ca188cf0910681f0ee986009e93b1d45aa42c744748ad455a73764abb836f513",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7f321ede44c295c8e34af3e3eff9a2dac681dc70d01f66f35d21c434f4cdc12d",
  "schema": "gridshift.signature/1",
  "signature": "e4fdb5d6eb7ef38ff37e0734b24ccfc80ac4d1816158bd44a3c4a3d78fa9c50e12648bf5d53532f01de3895b260911203db0bd31de298f6704626d57757e9d0e"
}
