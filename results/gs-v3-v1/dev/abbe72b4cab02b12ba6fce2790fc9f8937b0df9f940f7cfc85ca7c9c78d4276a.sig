{
  "algorithm": "ed25519",
  "content_sha256": "756b8961ac49655c847cec0798803dee3a1dfda7c4ccfda5880ad2c2c0ccefea",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "abbe72b4cab02b12ba6fce2790fc9f8937b0df9f940f7cfc85ca7c9c78d4276a",
  "schema": "gridshift.signature/1",
  "signature": "3ccde6597f922b9b95507a3dd3faf767cb0639323cad9058e75ad22ede256397e12da8939655e55bc22a88675657da3d19b600bea49cfb71eca97d52f30b3305"
}
