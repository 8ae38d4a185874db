{
  "algorithm": "ed25519",
  "content_sha256": "4ab4123db32aa9638fc75c259ae6620bc101aea1d53007667ea75917ecc5adb2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fd632021adf0a09b8a45a947cba80903791acef1d20aa496d0e0b758c3e30a35",
  "schema": "gridshift.signature/1",
  "signature": "433461122c5647a1603e1dcbdfa54dd5ceef6c33144f79803a77858427e1ee606b05d36a752b3a387dc8c742faf4153382d12591e36a1d8e6147bdf355772604"
}
