import { tabIntro } from '../../tabs';
import { UsersList } from './users-list';

export function AllBuyerPage() {
  return (
    <UsersList title="All Buyer" intro={tabIntro('/dashboard/allBuyer')} type="all" what="the buyers" empty={{ title: 'No buyers yet', description: 'Buyers appear here once they sign up.' }} />
  );
}

export function AllSellerPage() {
  return (
    <UsersList
      title="All Seller"
      intro={tabIntro('/dashboard/allSeller')}
      type="seller"
      what="the sellers"
      empty={{ title: 'No sellers yet', description: 'Sellers appear here once they sign up.' }}
    />
  );
}

export function AllAdminPage() {
  return (
    <UsersList title="All Admin" intro={tabIntro('/dashboard/allAdmin')} type="admin" what="the admins" empty={{ title: 'No admins yet', description: 'Admins are appointed by the owner.' }} />
  );
}
