{
  "algorithm": "ed25519",
  "content_sha256": "7e8d4688d62ab1d0542cbf600499fde77d035e91371220f827263446a1fbc412",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "62efc62d43a2a631711cb5c95aedb80ae761a1bcd752439882988f4afb764f30",
  "schema": "gridshift.signature/1",
  "signature": "46f89c27e228057fee9e0aa3140fc9830a33749acc1609d2169bea47b4e4a4ee83e5ebd53337f842d19b21681b285184c55bda221f2bb225ed0e4e765eed6a0e"
}
