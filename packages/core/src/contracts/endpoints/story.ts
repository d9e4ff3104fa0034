import { endpoint } from '../http';
import type { storyRoutes as stories } from '../routes/stories';

export const storyEndpoints = {
  list: endpoint<typeof stories.list>('GET', '/api/stories'),
  create: endpoint<typeof stories.create>('POST', '/api/stories'),
  ofMember: endpoint<typeof stories.ofMember>('GET', '/api/stories/user/:id'),
  deleteComment: endpoint<typeof stories.deleteComment>('DELETE', '/api/stories/comments/:id'),
  one: endpoint<typeof stories.one>('GET', '/api/stories/:id'),
  remove: endpoint<typeof stories.remove>('DELETE', '/api/stories/:id'),
  view: endpoint<typeof stories.view>('POST', '/api/stories/:id/view'),
  react: endpoint<typeof stories.react>('POST', '/api/stories/:id/react'),
  unreact: endpoint<typeof stories.unreact>('DELETE', '/api/stories/:id/react'),
  reactions: endpoint<typeof stories.reactions>('GET', '/api/stories/:id/reactions'),
  viewers: endpoint<typeof stories.viewers>('GET', '/api/stories/:id/viewers'),
  comments: endpoint<typeof stories.comments>('GET', '/api/stories/:id/comments'),
  comment: endpoint<typeof stories.comment>('POST', '/api/stories/:id/comments'),
};
