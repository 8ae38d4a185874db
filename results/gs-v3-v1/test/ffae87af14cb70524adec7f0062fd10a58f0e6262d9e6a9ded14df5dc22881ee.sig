{
  "algorithm": "ed25519",
  "content_sha256": "d555ed5abb60c61d9d56d1cc9a69067b2de42e6228aa4200270694ed4cc61de5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ffae87af14cb70524adec7f0062fd10a58f0e6262d9e6a9ded14df5dc22881ee",
  "schema": "gridshift.signature/1",
  "signature": "8260f6512b2f281540fb3a672a485b6b7d7cd273897a26df145eb1f256aa037ac2971ca3880d01111ee394618af9c56da23e4065413ecec98cdb5f61d31af700"
}
