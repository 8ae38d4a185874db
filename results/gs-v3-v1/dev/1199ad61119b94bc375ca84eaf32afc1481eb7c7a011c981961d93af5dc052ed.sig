{
  "algorithm": "ed25519",
  "content_sha256": "91d0ed050920206a299927433c52590eb5c25b6d5d12bfdf8da058b1aeb87995",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1199ad61119b94bc375ca84eaf32afc1481eb7c7a011c981961d93af5dc052ed",
  "schema": "gridshift.signature/1",
  "signature": "245c5e4cffbbffb04621df07291f66f1e9b6e7241ebf6785e110ce2bf117dceadd75ae98c9dcadef68402fe775c915dcc3225464005fa48d58d154ba4d7be00d"
}
